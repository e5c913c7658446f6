/** Home's earnings overview: the cards, the trend and the top lists. */
export default [
  'Last 7 days',
  'This month',
  'vs. yesterday',
  'vs. the day before',
  'vs. the 7 days before',
  'vs. the same days last month',
  'Estimated revenue',
  'Revenue, last 30 days',
  'Line chart of the revenue of each of the last 30 days',
  'Open {{report}}',
  'Open {{report}}: {{list}}',
  'Top sites, last 30 days',
  'Top apps, last 30 days',
  'Top zones, last 30 days',
  'No revenue in these days',
  'Loading the earnings overview',
] as const;
