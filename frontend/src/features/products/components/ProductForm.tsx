import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { useFormState } from '../../../lib/useFormState';
import { productFields, validateProductText, validateVariants, type ProductTextValues } from '../productForm';
import { ProductFormSections } from './ProductFormSections';

/** What the form starts with: the defaults on create, the product's own values on edit. */
export interface ProductFormValues {
  text: ProductTextValues;
  sizes: string[];
  colors: string[];
  isActive: boolean;
}

export type ProductFields = ReturnType<typeof productFields>;

export interface ProductFormProps {
  mode: 'create' | 'edit';
  initial: ProductFormValues;
  /** Above the sections: the chosen try-on (create) or the product's garment and try-on (edit). */
  preview: ReactNode;
  /** The Product Images section's content. */
  images: ReactNode;
  /** A request of the page is in flight: fields and the button are disabled. */
  sending: boolean;
  /** The page is done (edit: waiting to open the product): the button stays disabled without a spinner. */
  done?: boolean;
  submitLabel: string;
  sendingLabel: string;
  /**
   * Called with the product fields once the text, sizes and colours are valid. `showServerErrors` puts a 400
   * answer's field messages under the fields and says whether it did.
   */
  onSubmit: (fields: ProductFields, showServerErrors: (error: unknown) => boolean) => void;
  /** After the form, e.g. the try-on picker dialog. */
  children?: ReactNode;
}

/**
 * The one form of the Create and Edit Product screens (part 2 §2, §5): text fields with the spec's messages,
 * sizes and colours as chips (shown invalid after the first submit), the Active switch, images and the button.
 * The pages say what happens with the fields.
 */
export function ProductForm(props: ProductFormProps) {
  const { mode, initial, sending, done = false } = props;
  const form = useFormState(initial.text, validateProductText);
  const [sizes, setSizes] = useState(initial.sizes);
  const [colors, setColors] = useState(initial.colors);
  const [isActive, setActive] = useState(initial.isActive);
  const [attempted, setAttempted] = useState(false);
  const variantErrors = attempted ? validateVariants({ sizes, colors }) : {};

  const submit = form.handleSubmit((values) => {
    if (Object.keys(validateVariants({ sizes, colors })).length > 0) return;
    props.onSubmit(productFields(values, { sizes, colors }, isActive), (error) => form.showServerErrors(error));
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        setAttempted(true);
        submit(event);
      }}
    >
      {props.preview}
      <ProductFormSections
        fieldProps={form.fieldProps}
        mode={mode}
        isActive={isActive}
        onActiveChange={setActive}
        sizes={sizes}
        colors={colors}
        variantErrors={variantErrors}
        onSizesChange={setSizes}
        onColorsChange={setColors}
        disabled={sending}
        images={props.images}
      />
      <SubmitButton sending={sending && !done} disabled={done} size="large">
        {sending && !done ? props.sendingLabel : props.submitLabel}
      </SubmitButton>
      {props.children}
    </Stack>
  );
}
