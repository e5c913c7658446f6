/** The pages: login, home, account, SDK & API, error and placeholder screens. */
export default [] as const;
