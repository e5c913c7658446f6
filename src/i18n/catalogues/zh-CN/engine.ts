/** The engine: list, filter, form, import and export texts shared by every resource, and the call layer's messages. */
export default {} satisfies Record<string, string>;
