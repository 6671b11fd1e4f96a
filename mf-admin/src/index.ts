// Standalone development entry: an async boundary so shared singletons resolve first.
import('./app/standalone');
