//===- TileRunMain.h - The tile-run driver ----------------------*- C++ -*-===//

#ifndef TILEIR_TOOLS_TILERUN_TILERUNMAIN_H
#define TILEIR_TOOLS_TILERUN_TILERUNMAIN_H

namespace mlir::tileir {

/// Runs tile-run with this command line (see tools/tile-run/tile-run.cpp for
/// its usage); returns the process exit code.
int tileRunMain(int argc, char **argv);

} // namespace mlir::tileir

#endif // TILEIR_TOOLS_TILERUN_TILERUNMAIN_H
