import { defineRecipe, type SystemStyleObject } from '@pandacss/dev';

/** The box of every text control; the select recipe starts from it too. */
export const inputBase = {
  display: 'block',
  width: 'full',
  minHeight: 'touch',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  fontSize: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'control',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _invalid: { borderColor: 'danger', borderWidth: '2px' },
  _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
} satisfies SystemStyleObject;

export const inputSizes = {
  md: {},
  lg: { fontSize: 'lg', minHeight: '3.25rem' },
} satisfies Record<string, SystemStyleObject>;

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text inputs and text areas.',
  base: inputBase,
  variants: { size: inputSizes },
  defaultVariants: { size: 'md' },
});
