import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import type { ServerConfig } from '../config';
import { mountEndpoint } from '../http/mountEndpoint';
import { mountUpload } from '../http/mountUpload';
import { registerUploadsRoute } from '../uploads/avatarStore';
import { uploadStoreFor } from '../uploads/uploadStoreFor';
import { acceptedImage } from '../uploads/acceptedImage';
import { memberOf } from './memberOf';

/**
 * The member's own account: profile, avatar (cut at the end of its image, stored under
 * `<DATA_DIR>/uploads`, or in the database several instances share, and served at
 * `/h5/uploads/<name>`), login and withdrawal passwords, bank card.
 */
export const profileRoutes: FastifyPluginAsync<Partial<Pick<ServerConfig, 'dataDir'>>> = async (
  app,
  config,
) => {
  const { services } = app;
  const { profiles, passwords, bankCards } = services.account;
  const { passwordChecks } = app;
  const options = services.mount;
  const uploads = uploadStoreFor(services.data, services.clock, config);

  mountEndpoint(
    app,
    endpoints.profile.get,
    (_input, { viewer, now }) => profiles.get(memberOf(viewer).memberId, now),
    options,
  );
  mountEndpoint(
    app,
    endpoints.profile.update,
    (input, { viewer, now }) => profiles.update(memberOf(viewer).memberId, input, now),
    options,
  );
  await mountUpload(
    app,
    endpoints.profile.uploadAvatar,
    async ({ bytes }, { viewer }) => {
      const { image, type } = await acceptedImage(bytes);
      const url = await uploads.save(image, type);
      let previous: string;
      try {
        previous = await profiles.replaceAvatar(memberOf(viewer).memberId, url);
      } catch (error) {
        await uploads.remove(url);
        throw error;
      }
      await uploads.remove(previous);
      return { avatarUrl: url };
    },
    options,
  );
  registerUploadsRoute(app, uploads);

  mountEndpoint(
    app,
    endpoints.profile.changeLoginPassword,
    async (input, { viewer, now, request }) => {
      await passwordChecks.check(request);
      return passwords.changeLoginPassword(memberOf(viewer), input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    endpoints.profile.setWithdrawalPassword,
    async (input, { viewer, request }) => {
      await passwordChecks.check(request);
      return passwords.setWithdrawalPassword(memberOf(viewer), input);
    },
    options,
  );
  mountEndpoint(
    app,
    endpoints.profile.changeWithdrawalPassword,
    async (input, { viewer, now, request }) => {
      await passwordChecks.check(request);
      return passwords.changeWithdrawalPassword(memberOf(viewer), input, now);
    },
    options,
  );
  mountEndpoint(
    app,
    endpoints.profile.bankCard,
    (_input, { viewer }) => bankCards.get(memberOf(viewer).memberId),
    options,
  );
  mountEndpoint(
    app,
    endpoints.profile.saveBankCard,
    (input, { viewer, now }) => bankCards.save(memberOf(viewer).memberId, input, now),
    options,
  );
};
