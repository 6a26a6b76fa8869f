import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeCustomersQueryOptions } from './activeCustomers';
import type { CustomerListKind, CustomerListParams } from './customerListParams';
import { duplicateCustomersQueryOptions } from './duplicateCustomers';
import { lostCustomersQueryOptions } from './lostCustomers';
import { newCustomersQueryOptions } from './newCustomers';
import { oneVisitLostCustomersQueryOptions } from './oneVisitLostCustomers';
import { recoveredCustomersQueryOptions } from './recoveredCustomers';

export function listQueryOptions(kind: CustomerListKind, params: CustomerListParams) {
  switch (kind) {
    case 'new':
      return newCustomersQueryOptions(params);
    case 'lost':
      return lostCustomersQueryOptions(params);
    case 'active':
      return activeCustomersQueryOptions(params);
    case 'recovered':
      return recoveredCustomersQueryOptions(params);
    case 'oneVisitLost':
      return oneVisitLostCustomersQueryOptions(params);
    case 'duplicate':
      return duplicateCustomersQueryOptions(params);
  }
}

export function useCustomerList(kind: CustomerListKind, params: CustomerListParams) {
  return useQuery({ ...listQueryOptions(kind, params), placeholderData: keepPreviousData });
}
