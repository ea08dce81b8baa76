// The trace format (`InputTrace`, `TraceEvent`, `TraceError`) lives in `TactileTraceFormat`,
// which needs only the engine; importing `TactileTraces` brings it along.
@_exported import TactileTraceFormat
