// Story fixture: one small form per binding story, on the domain's field schemas, so that each
// binding's stories show it inside a real `Form` with a real submit.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  agreedSchema,
  emailSchema,
  loginPasswordSchema,
  nameSchema,
  purchaseFormSchema,
  verificationCodeSchema,
} from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { Control } from 'react-hook-form';
import { Button } from '../components/Button/Button';
import type { SelectOption } from '../components/Select/Select';
import type { Locale } from '../i18n/locale';
import { Form } from './Form';
import { useDomainForm } from './useDomainForm';
import type { FieldErrors } from './serverErrors';

/** Sample content of the stories that no screen's catalogue holds, in each language. */
export interface StorySamples {
  bankLabel: string;
  bankPlaceholder: string;
  banks: readonly SelectOption[];
  checkLabel: string;
}

const SAMPLES: Record<Locale, StorySamples> = {
  en: {
    bankLabel: 'Bank name',
    bankPlaceholder: 'Choose a bank',
    banks: [
      { value: 'dbs', label: 'DBS Bank' },
      { value: 'ocbc', label: 'OCBC Bank' },
    ],
    checkLabel: 'I have checked the details',
  },
  cn: {
    bankLabel: '银行名称',
    bankPlaceholder: '请选择银行',
    banks: [
      { value: 'dbs', label: '星展银行' },
      { value: 'ocbc', label: '华侨银行' },
    ],
    checkLabel: '我已核对以上信息',
  },
};

/** The sample content in a locale. */
export const storySamples = (locale: Locale): StorySamples => SAMPLES[locale];

/** Every field the binding stories show, one per binding. */
export interface StoryValues {
  visitorType: 'personal' | 'corporate';
  name: string;
  email: string;
  password: string;
  code: string;
  bank: string;
  quantity: string;
  agreed: boolean;
}

export const STORY_VALUES: StoryValues = {
  visitorType: 'personal',
  name: '',
  email: '',
  password: '',
  code: '',
  bank: '',
  quantity: '',
  agreed: false,
};

/** The bounds of the sample order the quantity binding's stories take. */
export const STORY_ORDER = { minTons: '5', maxTons: '100', remainingTons: '40' } as const;

/** The quantity binding's schema: whole tons of an order taking 5 to 100 t, with 40 t left. */
export const storyQuantitySchema = z.object({
  quantity: purchaseFormSchema(STORY_ORDER).shape.quantity,
});

/** The schema of the story form: the domain's own field rules. */
export const storySchema = z.object({
  visitorType: z.enum(['personal', 'corporate']),
  name: nameSchema,
  email: emailSchema,
  password: loginPasswordSchema,
  code: verificationCodeSchema,
  bank: z.string().min(1, { error: 'REQUIRED' satisfies ErrorCode }),
  agreed: agreedSchema,
});

export interface StoryFormProps<O> {
  /** The fields, given the form's control. */
  children: (control: Control<StoryValues, unknown, O>) => ReactNode;
  /** The rules of the fields shown, such as `storySchema.pick({ email: true })`. */
  schema: z.ZodType<O, Partial<StoryValues>>;
  /** Initial values. */
  defaultValues?: Partial<StoryValues>;
  /** Called with the parsed values. */
  onSubmit?: (values: O) => void;
  /** A server refusal to place. */
  error?: ErrorCode;
  /** The refusal's per-field codes. */
  fieldErrors?: FieldErrors;
}

/** A `Form` holding the fields of one story, with a submit button. */
export function StoryForm<O>({
  children,
  schema,
  defaultValues,
  onSubmit,
  error,
  fieldErrors,
}: StoryFormProps<O>) {
  const { t } = useTranslation();
  const form = useDomainForm<StoryValues, O>(schema, { ...STORY_VALUES, ...defaultValues });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit?.(values)}
      {...(error === undefined ? {} : { error })}
      {...(fieldErrors === undefined ? {} : { fieldErrors })}
      actions={
        <Button type="submit" fullWidth>
          {t('onboarding.login.submit')}
        </Button>
      }
    >
      {children(form.control)}
    </Form>
  );
}
