// A labelled input: the label is tied to the input (htmlFor/id) so assistive technology and
// tests find it by its text.
import { type InputHTMLAttributes, useId } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
}

export function TextField({ label, className, ...input }: Props) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" {...input} />
    </div>
  );
}
