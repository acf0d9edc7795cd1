//===- InitAllDialects.h - Register every dialect of the project -*- C++
//-*-===//

#ifndef TILEIR_INITALLDIALECTS_H
#define TILEIR_INITALLDIALECTS_H

namespace mlir {
class DialectRegistry;
namespace tileir {
/// Registers the project's dialects and the upstream dialects its passes
/// produce or consume.
void registerAllDialects(DialectRegistry &registry);
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INITALLDIALECTS_H
