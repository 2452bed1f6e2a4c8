import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '@refnet/contracts';
import { RefnetProviders } from '@refnet/shared-ui';
import { PatientsScreen } from '../features/list/PatientsScreen';

/** /patients as the shell mounts it. */
export const renderPatientsScreen = () =>
  render(
    <RefnetProviders>
      <BrowserRouter>
        <PatientsScreen route={matchRoute('/patients')!.route} params={{}} />
      </BrowserRouter>
    </RefnetProviders>,
  );
