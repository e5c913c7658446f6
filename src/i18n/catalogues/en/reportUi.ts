/** The report screen: its tools, views, exports, graph and the Report API screen. */
export default [] as const;
