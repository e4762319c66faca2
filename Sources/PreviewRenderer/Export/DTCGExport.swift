public enum DTCGExport {}
