// All of Mantine's styles, in its cascade layer (so the app's own CSS wins whatever the order the
// files arrive in). Fetched with the first page that is not the home page: see first-page-styles.css.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
