//===- MiscOps.cpp - assume and print -------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // NVIDIA's printer names the result after its operand: `assume_` followed
  // by the name the producer suggests for it (`%assume_cst_16_i32`, and
  // `%assume_assume` along chains of assumptions). Operands without a
  // suggesting producer (block arguments, most ops) give plain `%assume`.
  Value value = getValue();
  auto producer = value.getDefiningOp<OpAsmOpInterface>();
  if (!producer) {
    setNameFn(getResult(), "assume");
    return;
  }
  std::string name = "assume_";
  producer.getAsmResultNames([&](Value result, StringRef hint) {
    if (result == value)
      name += hint.str();
  });
  setNameFn(getResult(), name);
}

LogicalResult AssumeOp::verify() {
  return llvm::cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyForType(getValue().getType(), [&] { return emitOpError(); });
}

/// Counts the printf conversions of `format`. A conversion runs from `%` to
/// its conversion character (flags, width and precision in between, as in
/// `%+08.3f`); `%%` is a literal percent sign.
static LogicalResult countConversions(Operation *op, StringRef format,
                                      unsigned numArgs) {
  unsigned count = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    size_t end = format.find_first_of("diuoxXeEfFgGaAcspn%", i + 1);
    if (end == StringRef::npos)
      return op->emitOpError("found unterminated format expression '")
             << format.drop_front(i) << "'";
    if (format[end] != '%')
      ++count;
    i = end;
  }
  if (count != numArgs)
    return op->emitOpError("incorrect number of operands: expected ")
           << count << ", found " << numArgs
           << " (one value per conversion in the format string)";
  return success();
}

LogicalResult PrintOp::verify() {
  return countConversions(*this, getStr(), getArgs().size());
}

LogicalResult PrintTkoOp::verify() {
  return countConversions(*this, getStr(), getArgs().size());
}
