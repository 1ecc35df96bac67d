import { Checkbox, Group, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BRAND_PHONE_NUMBER_TEXTS,
  brandPhoneNumberInput,
} from '@parley/core/phone-numbers/brand-phone-numbers';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { BrandPhoneNumber, BrandPhoneNumberValues } from '../api/phone-numbers-api.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { phoneNumberRule } from '../utils/phone-number-rule.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

export type BrandPhoneNumberFormProps = {
  number?: BrandPhoneNumber;
  submitLabel: string;
  onSubmit: (values: BrandPhoneNumberValues) => Promise<unknown>;
  onCancel: () => void;
};

const LABELS = {
  phoneNumber: BRAND_PHONE_NUMBER_TEXTS.phoneNumber,
  friendlyName: BRAND_PHONE_NUMBER_TEXTS.friendlyName,
  voice: BRAND_PHONE_NUMBER_TEXTS.voice,
  sms: BRAND_PHONE_NUMBER_TEXTS.sms,
};

/** A number, its friendly name and what it carries, validated on submit with the server's rules. */
export function BrandPhoneNumberForm({ number, submitLabel, onSubmit, onCancel }: BrandPhoneNumberFormProps) {
  const form = useForm<BrandPhoneNumberValues>({
    initialValues: {
      phoneNumber: number?.phoneNumber ?? '',
      friendlyName: number?.friendlyName ?? '',
      voice: number?.voice ?? true,
      sms: number?.sms ?? true,
    },
    validate: {
      phoneNumber: phoneNumberRule,
      friendlyName: fieldRule(brandPhoneNumberInput.shape.friendlyName, LABELS.friendlyName),
      voice: (value, values) => (value || values.sms ? null : BRAND_PHONE_NUMBER_TEXTS.noCapability),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showSaveError(form, error, LABELS);
    }
  });
  const capabilityError = form.errors.voice;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={LABELS.phoneNumber}
          description={BRAND_PHONE_NUMBER_TEXTS.phoneNumberHint}
          withAsterisk
          type="tel"
          data-autofocus
          {...form.getInputProps('phoneNumber')}
        />
        <TextInput label={LABELS.friendlyName} withAsterisk {...form.getInputProps('friendlyName')} />
        <Input.Wrapper label={BRAND_PHONE_NUMBER_TEXTS.capabilities} withAsterisk error={capabilityError}>
          <Group gap="lg" mt={4}>
            <Checkbox
              label={LABELS.voice}
              {...form.getInputProps('voice', { type: 'checkbox' })}
              error={undefined}
            />
            <Checkbox label={LABELS.sms} {...form.getInputProps('sms', { type: 'checkbox' })} />
          </Group>
        </Input.Wrapper>
        <ModalFormActions submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
