import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A form validated by a domain schema (react-hook-form with the zod resolver). Messages appear on
 * the first submit and then follow every edit; the schema's issues are catalogue codes, shown
 * through the catalogue by the field bindings. Focus goes to the first invalid field in document
 * order (`Form` does it), so react-hook-form's own focus, in registration order, is off.
 */
export function useDomainForm<V extends FieldValues, O>(
  schema: z.ZodType<O, Partial<V>>,
  defaultValues: DefaultValues<V>,
): UseFormReturn<V, unknown, O> {
  const parse = zodResolver(schema, undefined, { mode: 'sync' });
  // The schema's input is a part of the form's values, so the form's values are its input; its
  // errors name the same fields (react-hook-form types them per value type, hence the cast).
  const resolver: Resolver<V, unknown, O> = (values, context, options) =>
    parse(values, context, {
      criteriaMode: options.criteriaMode,
      fields: options.fields,
      shouldUseNativeValidation: options.shouldUseNativeValidation,
    }) as ReturnType<Resolver<V, unknown, O>>;
  return useForm<V, unknown, O>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
