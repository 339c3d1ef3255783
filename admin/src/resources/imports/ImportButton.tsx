import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '@/components/useCan';
import type { ImportTarget } from './types';

/** A list's way into the import wizard, its target preselected; only for those who may import. */
export const ImportButton = ({ target }: { target: ImportTarget }) =>
  useCan('create', 'imports') ? (
    <Button label="resources.imports.importButton" component={Link} to={`/imports/create?target=${target}`}>
      <UploadFileIcon />
    </Button>
  ) : null;
