import { Badge, Group, Text } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { BRAND_PHONE_NUMBER_TEXTS } from '@parley/core/phone-numbers/brand-phone-numbers';
import { IconPhone } from '@tabler/icons-react';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { BrandPhoneNumber } from '../api/phone-numbers-api.ts';
import { BrandPhoneNumberForm } from '../components/BrandPhoneNumberForm.tsx';
import {
  type CrudTableColumn,
  CrudTablePage,
  type CrudTablePageTexts,
} from '../components/CrudTablePage.tsx';
import { useBrandPhoneNumbers } from '../hooks/useBrandPhoneNumbers.ts';

const TEXTS: CrudTablePageTexts = {
  ...BRAND_PHONE_NUMBER_TEXTS,
  loading: BRAND_PHONE_NUMBER_TEXTS.loadingNumbers,
  create: BRAND_PHONE_NUMBER_TEXTS.newNumber,
  edit: BRAND_PHONE_NUMBER_TEXTS.editNumber,
};

// Supervisors see the numbers but not the commands, and are told why.
const READ_ONLY_TEXTS: CrudTablePageTexts = {
  ...TEXTS,
  description: `${BRAND_PHONE_NUMBER_TEXTS.description} ${BRAND_PHONE_NUMBER_TEXTS.readOnly}`,
  emptyHint: BRAND_PHONE_NUMBER_TEXTS.readOnly,
};

const COLUMNS: CrudTableColumn<BrandPhoneNumber>[] = [
  {
    header: BRAND_PHONE_NUMBER_TEXTS.friendlyName,
    cell: (number) => (
      <Text size="sm" fw={500}>
        {number.friendlyName}
      </Text>
    ),
  },
  {
    header: BRAND_PHONE_NUMBER_TEXTS.phoneNumber,
    cell: (number) => <Text size="sm">{formatPhoneForDisplay(number.phoneNumber)}</Text>,
  },
  {
    header: BRAND_PHONE_NUMBER_TEXTS.capabilities,
    cell: (number) => (
      <Group gap={4}>
        {number.voice && (
          <Badge variant="light" size="sm">
            {BRAND_PHONE_NUMBER_TEXTS.voice}
          </Badge>
        )}
        {number.sms && (
          <Badge variant="light" color="teal" size="sm">
            {BRAND_PHONE_NUMBER_TEXTS.sms}
          </Badge>
        )}
      </Group>
    ),
  },
];

/**
 * /settings/phone-numbers (spec 001 §1, spec 002 "Active Phone Numbers"): the numbers the brand's
 * agents call and text from. Admins add, edit and delete them; supervisors see them.
 */
export function ActivePhoneNumbersPage() {
  const isAdmin = useSession().profile?.roles.includes('admin') ?? false;
  return (
    <CrudTablePage
      list={useBrandPhoneNumbers()}
      texts={isAdmin ? TEXTS : READ_ONLY_TEXTS}
      icon={<IconPhone size={28} stroke={1.5} aria-hidden />}
      columns={COLUMNS}
      minWidth={560}
      nameOf={(number) => number.friendlyName}
      renderForm={({ record, ...form }) => <BrandPhoneNumberForm number={record} {...form} />}
      canEdit={isAdmin}
    />
  );
}
