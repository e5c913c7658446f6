/**
 * What the group Setting part (resources/custom/account/GroupSettingAction), the user group schema
 * and the embedded API share; a leaf module below all three, so that part imports no schema.
 */
export const MENU_REQUIRED = 'Please select menu';
