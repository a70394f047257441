import { type FieldProps, useCurrentLocale } from "sanity";
import { forLocale } from "./bilingual-text";

/** Every field of every form: in a Studio in Vietnamese, its title, help text and messages in Vietnamese only. */
export function LocalizedField(props: FieldProps) {
  const { id } = useCurrentLocale();
  if (!id.startsWith("vi")) return props.renderDefault(props);
  const say = (text: string) => forLocale(text, id);
  return props.renderDefault({
    ...props,
    title: props.title === undefined ? undefined : say(props.title),
    description: typeof props.description === "string" ? say(props.description) : props.description,
    validation: props.validation.map((item) => ({ ...item, message: say(item.message) })),
  } as FieldProps);
}
