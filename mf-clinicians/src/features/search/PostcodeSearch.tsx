import { Flex, Typography } from '@refnet/shared-ui';
import { Input } from '@refnet/shared-ui/forms';
import type { SearchPoint } from '../../components/search/searchPoint';
import { usePostcodeSearch } from './usePostcodeSearch';

/** SPEC §5 postcode search: moves the search (and the map) to the postcode; says so when it is not found. */
export function PostcodeSearch({ onLocated }: { onLocated: (point: SearchPoint) => void }) {
  const { postcode, setPostcode, search, locating, error } = usePostcodeSearch(onLocated);
  return (
    <Flex vertical gap={4}>
      <Input.Search
        aria-label="Postcode"
        placeholder="Postcode"
        enterButton="Search postcode"
        autoComplete="postal-code"
        value={postcode}
        loading={locating}
        status={error ? 'error' : undefined}
        aria-invalid={error !== null}
        aria-describedby={error ? 'postcode-search-error' : undefined}
        onChange={(event) => setPostcode(event.target.value)}
        onSearch={() => void search()}
        style={{ maxWidth: 320 }}
      />
      {error && (
        <Typography.Text id="postcode-search-error" type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
