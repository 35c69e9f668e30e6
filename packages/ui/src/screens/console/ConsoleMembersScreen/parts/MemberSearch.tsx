import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';

/** The search landmark; the form inside lays itself out. */
const Search = styled.section`
  min-width: 0;
`;

/** What the search box holds while it is typed in. */
interface SearchValues {
  query: string;
}

const buildSchema = () =>
  z.object({
    // An empty box searches nothing: every member, newest first.
    query: z
      .string()
      .trim()
      .transform((text) => (text === '' ? undefined : text))
      .pipe(adminEndpoints.members.request.shape.query),
  });
let built: ReturnType<typeof buildSchema> | undefined;

/**
 * The query as `admin.members` checks it (free text on one line, at most 254 characters), an
 * empty box left out; built on first use, as the endpoints' schemas are.
 */
function searchSchema() {
  built ??= buildSchema();
  return built;
}

export interface MemberSearchProps {
  /** The query the results are for (the app keeps it in the address); '' for every member. */
  query: string;
  /** Called with the query typed, trimmed, or '' when the box is emptied. */
  onSearch: (query: string) => void;
}

/**
 * The search box: an e-mail, a name, a company, an IC number, a UEN or a member's id, sent with
 * Search (or Enter); an empty box lists every member.
 */
export function MemberSearch({ query, onSearch }: MemberSearchProps) {
  const { t } = useTranslation();
  const form = useDomainForm<SearchValues, { query?: string | undefined }>(searchSchema(), {
    query,
  });
  // A query set from elsewhere (Show every member, the address) shows in the box; the one typed
  // and sent stays as it is, with the focus.
  useEffect(() => {
    if (form.getValues('query').trim() !== query) form.reset({ query });
  }, [form, query]);
  return (
    <Search role="search" aria-label={t('console.members.search.label')}>
      <Form
        form={form}
        onSubmit={(values) => onSearch(values.query ?? '')}
        actions={
          <Button type="submit" icon="search" fullWidth>
            {t('console.members.search.submit')}
          </Button>
        }
      >
        <FormTextField
          control={form.control}
          name="query"
          type="search"
          label={t('console.members.search.label')}
          hint={t('console.members.search.hint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
        />
      </Form>
    </Search>
  );
}
