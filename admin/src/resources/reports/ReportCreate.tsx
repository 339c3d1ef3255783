import { Create, SimpleForm } from 'react-admin';
import { ReportInputs } from './ReportInputs';
import { toReportPayload } from './validators';

/** A new report: its first run is queued at once; the list shows it move. */
const ReportCreate = () => (
  <Create transform={toReportPayload} redirect="list">
    <SimpleForm noValidate sx={{ maxWidth: 720 }} defaultValues={{ recurrence: 'once', format: 'csv', dayOfMonth: 1 }}>
      <ReportInputs />
    </SimpleForm>
  </Create>
);

export default ReportCreate;
