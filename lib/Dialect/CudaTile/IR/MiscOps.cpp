//===- MiscOps.cpp - assume and print -------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // Chains of assumptions read as `%assume_assume_...`, one per link.
  std::string name = "assume";
  for (Value v = getValue(); auto def = v.getDefiningOp<AssumeOp>();
       v = def.getValue())
    name += "_assume";
  setNameFn(getResult(), name);
}

LogicalResult AssumeOp::verify() {
  return llvm::cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyForType(getValue().getType(), [&] { return emitOpError(); });
}

/// Counts the printf conversions of `format`; `%%` is a literal percent.
static LogicalResult countConversions(Operation *op, StringRef format,
                                      unsigned numArgs) {
  unsigned count = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    if (i + 1 < format.size() && format[i + 1] == '%') {
      ++i;
      continue;
    }
    ++count;
  }
  if (count != numArgs)
    return op->emitOpError("format has ")
           << count << " conversions but " << numArgs
           << " values are printed";
  return success();
}

LogicalResult PrintOp::verify() {
  return countConversions(*this, getStr(), getArgs().size());
}

LogicalResult PrintTkoOp::verify() {
  return countConversions(*this, getStr(), getArgs().size());
}
