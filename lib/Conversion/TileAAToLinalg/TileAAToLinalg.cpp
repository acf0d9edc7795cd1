//===- TileAAToLinalg.cpp - The convert-tileaa-to-linalg pass -------------===//
//
// The kernel walk and the helpers every op family uses. Elementwise
// semantics are in ScalarOps.cpp, tile and memory ops in TileOps.cpp,
// structured control flow in ControlFlowOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "KernelEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILEAATOLINALG
#include "tileir/Conversion/TileAAToLinalg/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

//===----------------------------------------------------------------------===//
// Types, sites and helper calls
//===----------------------------------------------------------------------===//

bool KernelEmitter::isSupportedElement(Type type) {
  // 4-bit formats need the interpreter's nibble packing in compiled form;
  // they are not in this slice.
  if (auto integer = dyn_cast<IntegerType>(type))
    return llvm::is_contained({1u, 8u, 16u, 32u, 64u}, integer.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type,
             LLVM::LLVMPointerType>(type) ||
         isStorageOnlyElement(type);
}

bool KernelEmitter::isStorageOnlyElement(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType, FloatTF32Type,
             cuda_tile::Float8E5M3FNUType>(type);
}

unsigned KernelEmitter::getStorageBytes(Type type) {
  // tf32 is stored as an f32 bit pattern (NumericConversions.h); i1 takes
  // a byte, like every kind of a whole byte.
  if (isa<FloatTF32Type>(type))
    return 4;
  if (isa<LLVM::LLVMPointerType>(type))
    return 8;
  return (cuda_tile::getElementBitWidth(type) + 7) / 8;
}

Type KernelEmitter::convertType(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return b.getI64Type();
  // tf32 values live in f32 (the low 13 mantissa bits zero), as in memory
  // and in the interpreter's tiles: widening one to f32 is the identity.
  if (isa<FloatTF32Type>(type))
    return b.getF32Type();
  // f8E5M3FNU is not a builtin type, which the upstream lowering to LLVM
  // could not take: its tiles hold the byte, as in memory (and it is only
  // moved, selected and converted, through the runtime, which reads the
  // op's own types).
  if (isa<cuda_tile::Float8E5M3FNUType>(type))
    return b.getI8Type();
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    Type element = convertType(tensor.getElementType());
    return element ? RankedTensorType::get(tensor.getShape(), element) : Type();
  }
  if (isa<IntegerType, FloatType>(type))
    return isSupportedElement(type) ? type : Type();
  return {};
}

LogicalResult KernelEmitter::notCompiled(Operation *op) {
  return op->emitError() << "'" << op->getName() << "' is not compiled yet";
}

Value KernelEmitter::i64Constant(Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, value, 64);
}

Value KernelEmitter::toI64(Location loc, Value v, bool isSigned) {
  Type i64 = b.getI64Type();
  if (v.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, i64, v);
  unsigned width = v.getType().getIntOrFloatBitWidth();
  if (width == 64)
    return v;
  if (isSigned)
    return arith::ExtSIOp::create(b, loc, i64, v);
  return arith::ExtUIOp::create(b, loc, i64, v);
}

Value KernelEmitter::addSite(Location loc, StringRef kind,
                             ArrayRef<NamedAttribute> extra) {
  SmallVector<NamedAttribute> entry = {
      b.getNamedAttr("kind", b.getStringAttr(kind)),
      b.getNamedAttr("loc", cast<LocationAttr>(loc))};
  entry.append(extra.begin(), extra.end());
  sites.push_back(b.getDictionaryAttr(entry));
  return i64Constant(loc, sites.size() - 1);
}

Value KernelEmitter::callHelper(Location loc, StringRef name, ValueRange args,
                                Type result) {
  auto callee = module.lookupSymbol<func::FuncOp>(name);
  if (!callee) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(module.getBody());
    callee = func::FuncOp::create(
        b, loc, name,
        b.getFunctionType(args.getTypes(),
                          result ? TypeRange(result) : TypeRange()));
    callee.setPrivate();
  }
  auto call = func::CallOp::create(b, loc, callee, args);
  return result ? call.getResult(0) : Value();
}

Value KernelEmitter::loadI64(Location loc, Value address) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  Value ptr = LLVM::IntToPtrOp::create(b, loc, ptrType, address);
  return LLVM::LoadOp::create(b, loc, b.getI64Type(), ptr);
}

void KernelEmitter::storeI64(Location loc, Value address, Value value) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  Value ptr = LLVM::IntToPtrOp::create(b, loc, ptrType, address);
  LLVM::StoreOp::create(b, loc, value, ptr);
}

Value KernelEmitter::tensorAddress(Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  auto buffer = bufferization::ToBufferOp::create(b, loc, memrefType, tensor,
                                                  /*read_only=*/true);
  // Bufferization sees the tile read here, at the helper call that
  // follows. CSE must not merge this with an earlier address of the same
  // tensor: the read would move back to there, and a buffer written in
  // between could reuse the tile's memory (an atomic_cas on the pointers an
  // earlier load used read the next load's pointers).
  buffer->setAttr("tileir.use", b.getI64IntegerAttr(addressUses++));
  Value index = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  return toI64(loc, index);
}

std::pair<Value, Value> KernelEmitter::newTileBuffer(Location loc,
                                                     RankedTensorType type) {
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  // 64-byte alignment: whole cache lines and any vector width.
  Value buffer =
      memref::AllocOp::create(b, loc, memrefType, b.getI64IntegerAttr(64));
  Value index = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  return {buffer, toI64(loc, index)};
}

Value KernelEmitter::newScopedTileBuffer(Location loc, RankedTensorType type) {
  // Stack buffers are made once per kernel call, so a site inside a loop
  // reuses its buffer every iteration: right for tiles that die in their
  // iteration, and small enough (16 KiB each) for any worker's stack.
  constexpr int64_t kMaxStackBytes = 16 * 1024;
  if (!type.hasStaticShape() ||
      type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8) >
          kMaxStackBytes)
    return newTileBuffer(loc, type).first;
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&function.getBody().front());
  return memref::AllocaOp::create(b, loc, memrefType, b.getI64IntegerAttr(64));
}

Value KernelEmitter::bufferToTensor(Location loc, Value buffer,
                                    RankedTensorType type) {
  // restrict: this is the only tensor of the buffer; writable: later ops may
  // reuse it in place.
  return bufferization::ToTensorOp::create(b, loc, type, buffer,
                                           b.getUnitAttr(), b.getUnitAttr());
}

Value KernelEmitter::stackArray(Location loc, ValueRange elements) {
  auto type = MemRefType::get({int64_t(elements.size())}, b.getI64Type());
  Value array;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&function.getBody().front());
    array = memref::AllocaOp::create(b, loc, type);
  }
  for (auto [i, v] : llvm::enumerate(elements))
    memref::StoreOp::create(
        b, loc, v, array,
        ValueRange{arith::ConstantIndexOp::create(b, loc, i).getResult()});
  Value index = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, array);
  return toI64(loc, index);
}

FailureOr<SmallVector<Value>> KernelEmitter::emitElementwise(
    Location loc, TypeRange resultTypes, ValueRange operands,
    function_ref<FailureOr<SmallVector<Value>>(OpBuilder &, ValueRange)> body) {
  auto shaped = dyn_cast<RankedTensorType>(resultTypes.front());
  if (!shaped)
    return body(b, operands);
  SmallVector<Value> inits;
  for (Type type : resultTypes) {
    auto tensor = cast<RankedTensorType>(type);
    inits.push_back(tensor::EmptyOp::create(b, loc, tensor.getShape(),
                                            tensor.getElementType()));
  }
  unsigned rank = shaped.getRank();
  SmallVector<AffineMap> maps(operands.size() + inits.size(),
                              b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  bool failedBody = false;
  auto generic = linalg::GenericOp::create(
      b, loc, resultTypes, operands, inits, maps, iterators,
      [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
        // The body builder is the emitter's own builder moved into the
        // region, so that helper calls and sites see it.
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        FailureOr<SmallVector<Value>> results =
            body(b, args.take_front(operands.size()));
        if (failed(results)) {
          failedBody = true;
          linalg::YieldOp::create(b, bodyLoc, args.drop_front(operands.size()));
          return;
        }
        linalg::YieldOp::create(b, bodyLoc, *results);
      });
  if (failedBody)
    return failure();
  return SmallVector<Value>(generic.getResults());
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

LogicalResult KernelEmitter::emitBody(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(emitOp(&op)))
      return failure();
  return success();
}

/// The arith ops the cuda_tile lowering emits for scalars whose upstream
/// semantics are the interpreter's: exact integer ops, conversions that
/// round to nearest like the interpreter's, and f32/f64 arithmetic at
/// nearest. (fptosi, integer division and the like differ on out-of-range
/// operands, so they are not taken.)
static bool isExactArithOp(Operation *op) {
  if (isa<arith::ConstantOp, arith::SIToFPOp, arith::UIToFPOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp, arith::AddIOp,
          arith::SubIOp, arith::MulIOp, arith::MinSIOp, arith::MaxSIOp,
          arith::MinUIOp, arith::MaxUIOp, arith::AndIOp, arith::OrIOp,
          arith::XOrIOp, arith::CmpIOp, arith::SelectOp, arith::CmpFOp,
          arith::BitcastOp>(op))
    return true;
  if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp>(op))
    return cast<arith::ArithFastMathInterface>(op).getFastMathFlagsAttr() ==
               nullptr ||
           cast<arith::ArithFastMathInterface>(op)
                   .getFastMathFlagsAttr()
                   .getValue() == arith::FastMathFlags::none;
  return false;
}

LogicalResult KernelEmitter::emitOp(Operation *op) {
  // Every value the op touches must have a CPU form.
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (!isa<aa::MemTokenType, aa::MemRefType, aa::TiledViewType>(type) &&
        !convertType(type))
      return notCompiled(op);
  if (auto forOp = dyn_cast<aa::ForOp>(op))
    return emitFor(forOp);
  if (auto ifOp = dyn_cast<aa::IfOp>(op))
    return emitIf(ifOp);
  if (auto loopOp = dyn_cast<aa::LoopOp>(op))
    return emitLoop(loopOp);
  if (auto scan = dyn_cast<aa::ScanOp>(op))
    return emitScan(*this, scan);
  if (auto print = dyn_cast<aa::PrintOp>(op))
    return emitPrint(*this, print);
  if (auto check = dyn_cast<aa::AssertOp>(op))
    return emitAssert(*this, check);
  if (auto global = dyn_cast<aa::GetGlobalOp>(op))
    return emitGetGlobal(*this, global);
  if (auto extract = dyn_cast<aa::ExtractOp>(op))
    return emitExtract(*this, extract);
  if (auto insert = dyn_cast<aa::InsertOp>(op))
    return emitInsert(*this, insert);
  // The fences of the token chain order nothing one host thread could
  // observe out of order: the compiled code runs the block's ops in program
  // order, and another grid neither runs alongside nor waits for this one.
  if (isa<aa::CreateMemTokenOp, aa::JoinMemTokenOp, aa::GdcWaitOp,
          aa::GdcLaunchDependentsOp, aa::FenceProxyAliasOp>(op))
    return success();
  if (isExactArithOp(op)) {
    // A clone keeps its types: tf32 has another CPU form, and arith's
    // semantics on f8 are not the interpreter's.
    for (Type type :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
      if (isStorageOnlyElement(getElementTypeOrSelf(type)))
        return notCompiled(op);
    IRMapping mapping;
    for (Value v : op->getOperands())
      mapping.map(v, lookup(v));
    Operation *clone = b.clone(*op, mapping);
    for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
      map(from, to);
    return success();
  }
  // exp on f32 tiles is one call of the runtime's vectorised exp (which
  // takes libm's exp for the lanes outside its fast range, a branch a
  // vector loop cannot take).
  if (auto exp = dyn_cast<aa::ExpOp>(op))
    if (auto type = dyn_cast<RankedTensorType>(exp.getType());
        type && type.hasStaticShape() && type.getElementType().isF32())
      return emitTileOp(op);
  if (convertsThroughRuntime(op) &&
      isa<RankedTensorType>(op->getResult(0).getType()))
    return emitTileConversion(op);
  if (op->hasTrait<OpTrait::Elementwise>() &&
      op->getDialect() == op->getContext()->getLoadedDialect("nv_tileaa")) {
    SmallVector<Value> operands;
    for (Value v : op->getOperands())
      operands.push_back(lookup(v));
    SmallVector<Type> types;
    for (Type type : op->getResultTypes())
      types.push_back(convertType(type));
    FailureOr<SmallVector<Value>> results =
        emitElementwise(op->getLoc(), types, operands,
                        [&](OpBuilder &builder, ValueRange args) {
                          return emitScalarOp(builder, op, args);
                        });
    if (failed(results))
      return failure();
    for (auto [from, to] : llvm::zip(op->getResults(), *results))
      map(from, to);
    return success();
  }
  return emitTileOp(op);
}

LogicalResult KernelEmitter::emitKernel(aa::FuncOp kernel) {
  Location loc = kernel.getLoc();
  SmallVector<Type> params;
  for (Type type : kernel.getArgumentTypes()) {
    Type converted = convertType(type);
    if (!converted || isa<RankedTensorType>(converted))
      return kernel.emitError()
             << "parameter type " << type << " is not compiled yet";
    params.push_back(converted);
  }
  params.append(6, b.getI32Type());
  params.push_back(b.getI64Type());
  params.push_back(MemRefType::get({ShapedType::kDynamic}, b.getI8Type()));
  function = func::FuncOp::create(b, loc, kernel.getSymName(),
                                  b.getFunctionType(params, {}));
  Block *entry = function.addEntryBlock();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  unsigned count = kernel.getNumArguments();
  for (unsigned i = 0; i < count; ++i)
    map(kernel.getArgument(i), entry->getArgument(i));
  for (int d = 0; d < 3; ++d) {
    blockId[d] = entry->getArgument(count + d);
    gridSize[d] = entry->getArgument(count + 3 + d);
  }
  ctx = entry->getArgument(count + 6);
  prefetchTiles =
      kernel.walk([](aa::ReduceOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  if (prefetchTiles)
    function->setAttr(kCpuReducesAttr, b.getUnitAttr());
  window = entry->getArgument(count + 7);

  if (failed(emitKernelBody(kernel.getBody().front())))
    return failure();
  func::ReturnOp::create(b, loc);
  b.setInsertionPointAfter(function);
  emitBlockRange(function, count);
  return success();
}

bool KernelEmitter::isLaunchInvariant(Value value) const {
  Block *entry = Value(ctx).getParentBlock();
  SmallVector<Value> work{value};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value next = work.pop_back_val();
    if (!seen.insert(next).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(next)) {
      // The entry block's arguments: the kernel's parameters, then the
      // block ids (which vary), the grid size, the context and the window.
      if (arg.getOwner() != entry || llvm::is_contained(blockId, next))
        return false;
      continue;
    }
    Operation *def = next.getDefiningOp();
    if (!def || def->getNumRegions() || !isMemoryEffectFree(def) ||
        seen.size() > 64)
      return false;
    work.append(def->operand_begin(), def->operand_end());
  }
  return true;
}

void KernelEmitter::emitBlockRange(func::FuncOp kernel, unsigned numParams) {
  Location loc = kernel.getLoc();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  ArrayRef<Type> kernelTypes = kernel.getArgumentTypes();
  SmallVector<Type> params(kernelTypes.take_front(numParams));
  params.append(3, i32);                              // grid
  params.append({i64, kernelTypes.back(), i64, i64}); // ctx, window, range
  auto range = func::FuncOp::create(
      b, loc, (kernel.getSymName() + kCpuBlockRangeSuffix).str(),
      b.getFunctionType(params, {}));
  Block *entry = range.addEntryBlock();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  ValueRange args = entry->getArguments();
  ValueRange grid = args.slice(numParams, 3);
  Value context = args[numParams + 3], memory = args[numParams + 4];
  Value first = args[numParams + 5], count = args[numParams + 6];

  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  auto addressAt = [&](OpBuilder &builder, int64_t offset) -> Value {
    Value address = arith::AddIOp::create(
        builder, loc, context,
        arith::ConstantIntOp::create(builder, loc, offset, 64));
    return LLVM::IntToPtrOp::create(builder, loc, ptrType, address);
  };
  Value flagAddress = LLVM::LoadOp::create(
      b, loc, ptrType, addressAt(b, kCpuContextFailedOffset));
  Value gridX = arith::ExtSIOp::create(b, loc, i64, grid[0]);
  Value gridY = arith::ExtSIOp::create(b, loc, i64, grid[1]);
  Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
  Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
  // The first block's id by division, the others by counting (x fastest).
  SmallVector<Value> firstId = {
      arith::RemSIOp::create(b, loc, first, gridX),
      arith::RemSIOp::create(
          b, loc, arith::DivSIOp::create(b, loc, first, gridX), gridY),
      arith::DivSIOp::create(b, loc, first,
                             arith::MulIOp::create(b, loc, gridX, gridY))};
  Value end = arith::AddIOp::create(b, loc, first, count);
  scf::ForOp::create(
      b, loc, first, end, one, firstId,
      [&](OpBuilder &lb, Location, Value, ValueRange id) {
        // A failed block stops the launch; the rest of the range is
        // skipped, as the runtime skips the ranges not handed out yet.
        auto flag = LLVM::LoadOp::create(lb, loc, lb.getI8Type(), flagAddress,
                                         /*alignment=*/1);
        flag.setOrdering(LLVM::AtomicOrdering::monotonic);
        Value running =
            arith::CmpIOp::create(lb, loc, arith::CmpIPredicate::eq, flag,
                                  arith::ConstantIntOp::create(lb, loc, 0, 8));
        auto ifOp = scf::IfOp::create(lb, loc, running, /*withElse=*/false);
        OpBuilder ib = ifOp.getThenBodyBuilder();
        SmallVector<Value> callArgs(args.take_front(numParams));
        for (auto [d, value] : llvm::enumerate(id)) {
          Value id32 = arith::TruncIOp::create(ib, loc, i32, value);
          LLVM::StoreOp::create(
              ib, loc, id32,
              addressAt(ib, kCpuContextBlockIdOffset + 4 * int64_t(d)));
          callArgs.push_back(id32);
        }
        LLVM::StoreOp::create(ib, loc,
                              arith::ConstantIntOp::create(ib, loc, 0, 8),
                              addressAt(ib, kCpuContextBlockFailedOffset));
        callArgs.append(grid.begin(), grid.end());
        callArgs.append({context, memory});
        func::CallOp::create(ib, loc, kernel, callArgs);
        // The next id: x + 1, carrying into y and z.
        Value x = arith::AddIOp::create(lb, loc, id[0], one);
        Value xWraps =
            arith::CmpIOp::create(lb, loc, arith::CmpIPredicate::eq, x, gridX);
        Value y = arith::SelectOp::create(
            lb, loc, xWraps, arith::AddIOp::create(lb, loc, id[1], one), id[1]);
        Value yWraps =
            arith::CmpIOp::create(lb, loc, arith::CmpIPredicate::eq, y, gridY);
        Value z = arith::SelectOp::create(
            lb, loc, yWraps, arith::AddIOp::create(lb, loc, id[2], one), id[2]);
        scf::YieldOp::create(
            lb, loc,
            ValueRange{arith::SelectOp::create(lb, loc, xWraps, zero, x),
                       arith::SelectOp::create(lb, loc, yWraps, zero, y), z});
      });
  func::ReturnOp::create(b, loc);
}

LogicalResult tileir::lowerTileAAToLinalg(ModuleOp module) {
  // Called outside a pass manager too (the CPU launcher), so the dialects
  // the pass declares are loaded here.
  MLIRContext *ctx = module.getContext();
  ctx->loadDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                   func::FuncDialect, LLVM::LLVMDialect, linalg::LinalgDialect,
                   math::MathDialect, memref::MemRefDialect, scf::SCFDialect,
                   tensor::TensorDialect>();
  SmallVector<aa::FuncOp> kernels;
  module.walk([&](aa::FuncOp f) {
    if (f.getKernel())
      kernels.push_back(f);
  });
  if (kernels.empty())
    return emitError(module.getLoc(), "no nv_tileaa kernel to lower (run "
                                      "--convert-cuda-tile-to-tileaa first)");
  OpBuilder builder(module.getContext());
  KernelEmitter emitter(module, builder);
  builder.setInsertionPointToEnd(module.getBody());
  for (aa::FuncOp kernel : kernels)
    if (failed(emitter.emitKernel(kernel)))
      return failure();
  // The nv_tileaa modules are replaced by their lowered kernels.
  for (Operation &op : llvm::make_early_inc_range(*module.getBody()))
    if (!isa<func::FuncOp>(op))
      op.erase();
  module->setAttr(kCpuSitesAttr, builder.getArrayAttr(emitter.getSites()));
  module->setAttr(kCpuViewCacheAttr,
                  builder.getI64IntegerAttr(emitter.getViewCacheWords()));
  return success();
}

namespace {
struct ConvertTileAAToLinalgPass
    : public tileir::impl::ConvertTileAAToLinalgBase<
          ConvertTileAAToLinalgPass> {
  void runOnOperation() override {
    if (failed(lowerTileAAToLinalg(getOperation())))
      signalPassFailure();
  }
};
} // namespace
