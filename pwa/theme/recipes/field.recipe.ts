import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'A labelled form control with helper and error text (Ark UI Field).',
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: 'semibold', color: 'fg' },
    requiredIndicator: { color: 'danger', ms: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger', fontWeight: 'medium' },
  },
});
