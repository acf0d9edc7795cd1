//===- TileAAToTileAS.h - nv_tileaa to nv_tileas ----------------*- C++ -*-===//

#ifndef TILEIR_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H
#define TILEIR_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Pass/Pass.h"

namespace mlir::tileir {

#define GEN_PASS_DECL
#include "tileir/Conversion/TileAAToTileAS/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Conversion/TileAAToTileAS/Passes.h.inc"

} // namespace mlir::tileir

#endif // TILEIR_CONVERSION_TILEAATOTILEAS_TILEAATOTILEAS_H
