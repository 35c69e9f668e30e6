import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileDetailsScreen } from './ProfileDetailsScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  chineseLongNameMember,
  sampleAvatarUrl,
  sampleMember,
  topLevelMember,
} from '../../../fixtures/members';

const ready = <T,>(data: T) => ({ status: 'ready', data }) as const;

const meta = {
  title: 'Screens/Account/ProfileDetails',
  component: ProfileDetailsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    member: ready(sampleMember),
    onSave: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof ProfileDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const field = (canvas: Canvas, label: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${label}`) });
const save = (canvas: Canvas, t: T) =>
  userEvent.click(canvas.getByRole('button', { name: t('profile.details.editable.save') }));
/** The value shown for a term of the fixed details. */
const fixed = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/**
 * A personal member: the names and the mobile number filled in, to change; the account type,
 * email and IC number apart, as text that cannot be edited. Saving sends only what changed.
 */
export const Personal: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(field(canvas, t('profile.details.editable.firstName'))).toHaveValue('Mei Lin');
    await expect(canvas.queryByRole('textbox', { name: /UEN/ })).toBeNull();
    await expect(
      canvas.queryByRole('textbox', { name: new RegExp(t('profile.details.fixed.email')) }),
    ).toBeNull();
    await expect(fixed(canvas, t('profile.details.fixed.email'))).toBe(sampleMember.email);
    await expect(fixed(canvas, t('profile.details.fixed.icNumber'))).toBe('S8012345D');
    await expect(fixed(canvas, t('profile.details.fixed.accountType'))).toBe(
      t('profile.details.fixed.personal'),
    );
    await expect(
      canvas.getByRole('link', { name: t('profile.details.changePhoto') }),
    ).toHaveAttribute('href', screenLinks.avatarCropper);
    const lastName = field(canvas, t('profile.details.editable.lastName'));
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Lim');
    const mobile = field(canvas, t('profile.details.editable.mobile'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98765432');
    await save(canvas, t);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      lastName: 'Lim',
      mobile: '98765432',
    });
  },
};

/**
 * A corporate member, with a picture: the company name among the details to change, the UEN
 * among the fixed ones.
 */
export const Corporate: Story = {
  args: { member: ready({ ...topLevelMember, avatarUrl: sampleAvatarUrl }) },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(fixed(canvas, t('profile.details.fixed.uen'))).toBe('201912345K');
    await expect(fixed(canvas, t('profile.details.fixed.accountType'))).toBe(
      t('profile.details.fixed.corporate'),
    );
    const company = field(canvas, t('profile.details.editable.companyName'));
    await expect(company).toHaveValue(topLevelMember.companyName);
    await userEvent.clear(company);
    await userEvent.type(company, 'Green Harbour Shipping Pte Ltd');
    await save(canvas, t);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      companyName: 'Green Harbour Shipping Pte Ltd',
    });
  },
};

/** A mobile number that is not 8 digits and an empty name are refused before anything is sent. */
export const InvalidEntries: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.clear(field(canvas, t('profile.details.editable.firstName')));
    const mobile = field(canvas, t('profile.details.editable.mobile'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9123');
    await save(canvas, t);
    await expect(await canvas.findByText(errorText('PHONE_INVALID'))).toBeVisible();
    await expect(canvas.getByText(errorText('REQUIRED'))).toBeVisible();
    await expect(field(canvas, t('profile.details.editable.firstName'))).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * The new name is no longer the one the saved bank card is held in: the page says why it cannot
 * be saved, and what to do, above the form.
 */
export const HolderNameMismatch: Story = {
  args: { error: 'HOLDER_NAME_MISMATCH', fieldErrors: { lastName: 'HOLDER_NAME_MISMATCH' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      within(canvas.getByRole('alert')).getByText(t('profile.details.editable.holderMismatch')),
    ).toBeVisible();
    await expect(canvas.queryByText(storyErrorText(globals)('HOLDER_NAME_MISMATCH'))).toBeNull();
  },
};

/** A name with characters a name may not have, refused by the server on its field. */
export const CharactersRefused: Story = {
  args: {
    error: 'TEXT_CHARACTERS_INVALID',
    fieldErrors: { firstName: 'TEXT_CHARACTERS_INVALID' },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('TEXT_CHARACTERS_INVALID')),
    ).toBeVisible();
  },
};

/** The network failed on the way: the reason above the form, which keeps what was typed. */
export const NetworkError: Story = {
  args: { error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    await expect(
      within(canvas.getByRole('alert')).getByText(storyErrorText(globals)('NETWORK_ERROR')),
    ).toBeVisible();
  },
};

/** The changes are on their way: the fields wait, the button is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(field(canvas, t('profile.details.editable.mobile'))).toBeDisabled();
    await expect(field(canvas, t('profile.details.editable.firstName'))).toBeDisabled();
  },
};

/** Saved: the page says so, in a region that announces it; the details stay to change again. */
export const Saved: Story = {
  args: { justSaved: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('profile.details.saved'));
    await expect(field(canvas, t('profile.details.editable.mobile'))).toBeEnabled();
  },
};

/** Names written in Chinese characters, long, with a long email. */
export const LongChineseNames: Story = {
  args: { member: ready(chineseLongNameMember) },
};

/** The profile is loading: the page's outline. */
export const Loading: Story = {
  args: { member: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByLabelText(storyT(globals)('profile.details.loading')),
    ).toBeInTheDocument();
  },
};

/** The profile could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { member: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A personal member, in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** A corporate member just saved, in the dark theme. */
export const CorporateSavedDark: Story = {
  args: { member: ready(topLevelMember), justSaved: true },
  globals: { theme: 'dark' },
};
