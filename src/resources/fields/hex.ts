/** A 3- or 6-digit hex colour without '#'. */
export const HEX_DIGITS = /^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
