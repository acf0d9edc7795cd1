//===- TileAAToTileAS.cpp - Default layouts for nv_tileaa tiles -----------===//
//
// nv_tileaa ops stay as they are; what changes is their tensor types, which
// gain a layout encoding (as Triton's conversion to TritonGPU does). Types
// are rewritten in place: every tile of one shape gets the same layout, so
// ops whose operands and results must have equal types stay valid, and the
// ops whose types are stored in attributes (constants, function types) are
// updated with them.
//
//===----------------------------------------------------------------------===//

#include "tileir/Conversion/TileAAToTileAS/TileAAToTileAS.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILEAATOTILEAS
#include "tileir/Conversion/TileAAToTileAS/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct ConvertTileAAToTileAS
    : public tileir::impl::ConvertTileAAToTileASBase<ConvertTileAAToTileAS> {
  using Base::Base;

  /// `type` with the default layout for `threads` per CTA if it is a tile
  /// without one.
  static Type withLayout(Type type, unsigned threads) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || tensor.getEncoding())
      return type;
    return RankedTensorType::get(
        tensor.getShape(), tensor.getElementType(),
        nv_tileas::getDefaultBlockedLayout(type.getContext(), tensor.getShape(),
                                           threads / 32));
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned threads = numThreads;
    if (failed(nv_tileas::verifyNumThreads(module, threads)))
      return signalPassFailure();
    module.walk([&](Operation *op) {
      // Each kernel's tiles are spread over its own CTA
      // (nv_tileas.num_warps, where tileas-assign-warps set it).
      unsigned kernelThreads = nv_tileas::getKernelThreads(op, threads);
      auto withLayout = [&](Type type) {
        return ConvertTileAAToTileAS::withLayout(type, kernelThreads);
      };
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setType(withLayout(arg.getType()));
      for (OpResult result : op->getResults())
        result.setType(withLayout(result.getType()));
      // Types stored in attributes follow the values'.
      if (auto constant = dyn_cast<arith::ConstantOp>(op))
        if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
          if (dense.getType() != constant.getType())
            constant.setValueAttr(
                dense.reshape(cast<ShapedType>(constant.getType())));
      if (auto func = dyn_cast<nv_tileaa::FuncOp>(op)) {
        FunctionType type = func.getFunctionType();
        llvm::SmallVector<Type> inputs, results;
        for (Type t : type.getInputs())
          inputs.push_back(withLayout(t));
        for (Type t : type.getResults())
          results.push_back(withLayout(t));
        func.setFunctionTypeAttr(TypeAttr::get(
            FunctionType::get(op->getContext(), inputs, results)));
      }
    });
  }
};
} // namespace
