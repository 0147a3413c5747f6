#!/bin/bash
# One device call: install the carried wheels (.whl: z3-solver, liger-kernel, this package), run
# benchmarks/llama_gpu.py on the jobs given, and keep what it wrote packed under $OUT every 20 s, so
# that a call stopped at its limit still brings back what was done.
#
#   bash benchmarks/run_h200.sh SECONDS GPUS PER_GPU JOB...      (on the device machine; $OUT set)
#
# $ALSO, when set, is a command run beside the jobs (its output in /tmp/res/also.txt).
#
# Build the wheels first, here:  .venv/bin/pip wheel -q --no-deps --no-build-isolation -w .whl .
set -u
limit=$1 gpus=$2 per_gpu=$3
shift 3
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=$PWD:/tmp/site PYTHONUNBUFFERED=1 TORCHINDUCTOR_FX_GRAPH_CACHE=0 TORCHINDUCTOR_AUTOGRAD_CACHE=0
res=/tmp/res
mkdir -p $res
{ nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  python3 -c "import torch, triton, transformers, liger_kernel, z3; print('torch', torch.__version__, 'triton', triton.__version__, 'transformers', transformers.__version__, 'z3', z3.get_version_string())"
  nproc; } > $res/machine.txt 2>&1
pack() {
  tar czf $OUT/res.tgz.tmp -C /tmp --exclude='res/dump_*' res && mv $OUT/res.tgz.tmp $OUT/res.tgz
  if ls -d $res/dump_* >/dev/null 2>&1; then
    (cd /tmp && find res/dump_* \( -name output_code.py -o -name fx_graph_transformed.py -o -name fx_graph_runnable.py \) -print0 |
      tar czf $OUT/dump.tgz.tmp --null -T - && mv $OUT/dump.tgz.tmp $OUT/dump.tgz)
  fi
}
if [ -n "${ALSO:-}" ]; then (timeout $limit bash -c "$ALSO" > $res/also.txt 2>&1 &); fi
(while sleep 20; do pack; done) &
packer=$!
timeout $limit python3 benchmarks/llama_gpu.py run --out $res --gpus $gpus --per-gpu $per_gpu "$@" 2>&1 | tee $res/run.log
kill $packer
pack
cat $res/machine.txt
