/**
 * What the group Setting part (resources/custom/account/GroupSettingAction) and the embedded API
 * share; a leaf module, so that part does not import the schema that loads it.
 */
export const MENU_REQUIRED = 'Please select menu';
