import { Tag, type TagProps } from 'antd';
import { usePreferences } from '../app/preferences';
import { TAG_TEXT, type Tone } from './palette';

/**
 * A filled tag in one of antd's preset colours with text that stays readable (4.5:1) on it in
 * both themes; antd's own preset text falls short for several colours (see palette.ts).
 */
export function ToneTag({ tone, style, ...props }: Omit<TagProps, 'color'> & { tone: Tone }) {
  const theme = usePreferences((s) => s.theme);
  return (
    <Tag
      variant="filled"
      {...props}
      color={tone}
      style={{ ...style, color: TAG_TEXT[theme][tone] }}
    />
  );
}
