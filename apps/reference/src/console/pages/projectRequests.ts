import type {
  ProjectEdit,
  ProjectInput,
  RequestOf,
  adminEndpoints,
} from '@carbonmarket/domain/contract';

type DescribedInput = Omit<
  ProjectEdit,
  'id' | 'unitPrice' | 'minTons' | 'maxTons' | 'sellingStartsAt' | 'sellingEndsAt'
>;

/** The figures and days both forms send, as decimal text and ISO instants. */
const described = (input: ProjectEdit | ProjectInput) => ({
  unitPrice: input.unitPrice.toString(),
  minTons: input.minTons.toString(),
  maxTons: input.maxTons.toString(),
  sellingStartsAt: input.sellingStartsAt?.toISOString() ?? null,
  sellingEndsAt: input.sellingEndsAt?.toISOString() ?? null,
});

/** Everything else both forms send, as read. */
const texts = (input: DescribedInput) => ({
  name: input.name,
  location: input.location,
  type: input.type,
  standards: input.standards,
  introduction: input.introduction,
  factSheetUrl: input.factSheetUrl,
  imageUrl: input.imageUrl,
  minLevel: input.minLevel,
  vintage: input.vintage,
  verificationAgency: input.verificationAgency,
  monitoring: input.monitoring,
  creditType: input.creditType,
  developer: input.developer,
  registration: input.registration ?? null,
  ...(input.translations ? { translations: input.translations } : {}),
  ...(input.sdgs ? { sdgs: input.sdgs } : {}),
});

/** A new project as `admin.createProject` takes it on the wire. */
export const createProjectRequest = (
  input: ProjectInput,
): RequestOf<typeof adminEndpoints.createProject> => ({
  ...texts(input),
  ...described(input),
  status: input.status,
  quantity: input.quantity.toString(),
  presale: input.presale
    ? {
        ...(input.presale.bookingFeePercent === undefined
          ? {}
          : { bookingFeePercent: input.presale.bookingFeePercent }),
        ...(input.presale.expectedQuantity === undefined
          ? {}
          : { expectedQuantity: input.presale.expectedQuantity.toString() }),
      }
    : null,
});

/** A project's new description as `admin.updateProject` takes it on the wire. */
export const updateProjectRequest = (
  edit: ProjectEdit,
): RequestOf<typeof adminEndpoints.updateProject> => ({
  id: edit.id,
  ...texts(edit),
  ...described(edit),
});
