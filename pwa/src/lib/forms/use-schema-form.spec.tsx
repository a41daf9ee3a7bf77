import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form';

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Name must be at least 2 characters')),
  budget: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
});

const submitEvent = () =>
  ({ preventDefault: vi.fn(), currentTarget: document.createElement('form') }) as unknown as FormEvent<HTMLFormElement>;

describe('useSchemaForm', () => {
  it('shows errors only from the first submit on, and does not call onValid then', async () => {
    const { result } = renderHook(() => useSchemaForm(Schema, { name: '', budget: '' }));
    const onValid = vi.fn();
    expect(result.current.errorOf('name')).toBeUndefined();

    await act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(result.current.errorOf('name')).toBe('Name must be at least 2 characters');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('passes the parsed output to onValid and resets to the initial values', async () => {
    const { result } = renderHook(() => useSchemaForm(Schema, { name: '', budget: '' }));
    act(() => result.current.setValue('name', '  Ada  '));
    const onValid = vi.fn();

    await act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', budget: undefined });

    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '', budget: '' });
    expect(result.current.errorOf('name')).toBeUndefined();
  });
});
