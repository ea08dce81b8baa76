// The trace format (`InputTrace`, `TraceSize`, `TraceError`) lives in `TactileTraceFormat`,
// which needs only the engine; importing `TactileTraces` brings it along.
@_exported import TactileTraceFormat
