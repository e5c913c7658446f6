// Stands in for antd's `color-picker/components/ColorPresets` where antd's button styles import it
// (vite.config.ts `resolve.alias`, browser build only; the tests keep the real module). The button
// styles need one function of it, isBright. The module also holds the colour picker's presets
// panel, and the console's colour fields use that panel in their own lazy chunks, so the whole
// module, and with it antd's Collapse and the panel's parts, came with every first screen: about
// 3 kB of gzip for one colour test. This is the same test on the same colour class (the picker's
// Color is a FastColor with other inputs); tests/unit/browserShims.test.ts compares the two.
import { FastColor } from '@ant-design/fast-color';
import type { AggregationColor } from 'antd/es/color-picker/color';

/** Whether text on `value` (laid on `bgColorToken`) should be dark: antd 5's rule, unchanged. */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode (antd's comment): a see-through colour is judged on its background.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
