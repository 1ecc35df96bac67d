import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ManagedUser } from '../api/users-api.ts';
import { UserForm, type UserFormProps } from './UserForm.tsx';

const SKILLS = [
  { value: 'skill-1', label: 'Billing' },
  { value: 'skill-2', label: 'Spanish' },
];
const TEAMS = [{ value: 'team-1', label: 'Support' }];

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSubmit = vi.fn<UserFormProps['onSubmit']>(async () => {});
  renderWithProviders(
    <UserForm
      skills={SKILLS}
      teams={TEAMS}
      canGrantAdmin
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  );
  return { onSubmit };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const submit = (name = 'Create user') => fireEvent.click(screen.getByRole('button', { name }));

describe('UserForm (spec 000 §5 form rules)', () => {
  it('marks required fields with a star', () => {
    renderForm();
    for (const label of ['First name', 'Email', 'Roles', 'Calls']) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${label} *`);
    }
    expect(screen.getByText('Last name').parentElement).not.toHaveTextContent('*');
  });

  it('validates on submit with the server’s rules, not while typing', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } });
    expect(screen.queryByText('Email must be a valid email address')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as that field changes, and only that one', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    fireEvent.change(field('First name'), { target: { value: 'N' } });
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('refuses no role, a short password and a bad capacity', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agent' }));
    fireEvent.change(screen.getByLabelText('Initial password'), { target: { value: 'short' } });
    fireEvent.change(field('SMS'), { target: { value: '51' } });
    submit();
    expect(await screen.findByText('Roles needs at least one role')).toBeInTheDocument();
    expect(screen.getByText('Initial password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('SMS must be at most 50')).toBeInTheDocument();
  });

  it('submits the values, offering the password email when no password is given', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(field('First name'), { target: { value: ' Nora ' } });
    fireEvent.change(field('Email'), { target: { value: 'nora@example.com' } });
    expect(screen.getByRole('checkbox', { name: 'Email a link to choose a password' })).toBeChecked();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: ' Nora ',
      email: 'nora@example.com',
      roles: ['agent'],
      password: '',
      sendPasswordEmail: true,
      channelCapacity: { call: 1, customTask: 1, email: 1, sms: 1, voicemail: 1 },
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        code: 'conflict',
        message: 'A user with this email already exists in this brand',
        field: 'email',
        kind: 'failure',
        status: 409,
        handled: true,
      });
    });
    renderForm({ onSubmit });
    fireEvent.change(field('First name'), { target: { value: 'Nora' } });
    fireEvent.change(field('Email'), { target: { value: 'taken@example.com' } });
    submit();
    expect(
      await screen.findByText('A user with this email already exists in this brand'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames the server’s field in its validation message', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        code: 'validation_failed',
        message: 'channelCapacity.sms must be 0 or more',
        field: 'channelCapacity.sms',
        kind: 'body',
        status: 400,
        handled: false,
      });
    });
    renderForm({ onSubmit });
    fireEvent.change(field('First name'), { target: { value: 'Nora' } });
    fireEvent.change(field('Email'), { target: { value: 'nora@example.com' } });
    submit();
    expect(await screen.findByText('SMS must be 0 or more')).toBeInTheDocument();
  });

  it('edits a user without the password fields, and keeps supervisors from giving the admin role', () => {
    const user: ManagedUser = {
      id: 'user-1',
      firstName: 'Alex',
      lastName: 'Agent',
      name: 'Alex Agent',
      email: 'alex@example.com',
      roles: ['agent'],
      status: 'Offline',
      hasPassword: true,
      deactivated: false,
      channelCapacity: { call: 1, customTask: 2, email: 3, sms: 4, voicemail: 0 },
      skills: [{ id: 'skill-2', name: 'Spanish' }],
      teams: [],
    };
    renderForm({ user, canGrantAdmin: false });
    expect(field('First name')).toHaveValue('Alex');
    expect(field('SMS')).toHaveValue('4');
    expect(screen.queryByLabelText('Initial password')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getAllByText('Spanish').length).toBeGreaterThan(0);
  });
});
