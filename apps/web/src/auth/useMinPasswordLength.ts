import { useQuery } from '@tanstack/react-query';
import { firebaseAuth } from './firebase';
import {
  DEFAULT_MIN_PASSWORD_LENGTH,
  fetchMinPasswordLength,
  passwordPolicyQueryKey,
} from './passwordPolicy';

/** The password policy's minimum length (docs/product.md §5), {@link DEFAULT_MIN_PASSWORD_LENGTH} until known. */
export function useMinPasswordLength(): number {
  const { data } = useQuery({
    queryKey: passwordPolicyQueryKey,
    queryFn: () => fetchMinPasswordLength(firebaseAuth()),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_MIN_PASSWORD_LENGTH;
}
