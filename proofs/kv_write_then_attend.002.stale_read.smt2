; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r370_byte () Int)
(declare-fun r370_1 () Int)
(declare-fun r370_0 () Int)
(declare-fun byte () Int)
(declare-fun w371_byte () Int)
(declare-fun w371_1 () Int)
(declare-fun w371_0 () Int)
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* r370_0 8) (* r370_1 1)))))))
 (and (and (>= r370_0 0) (< r370_0 16)) (and (>= r370_1 0) (< r370_1 8)) (and (>= r370_byte 0) (< r370_byte 4)) (= byte (+ ?x370 r370_byte)))))
(assert
 (let ((?x1187 (+ 0 (* 4 (+ 32 (+ (* w371_0 8) (* w371_1 1)))))))
 (and (and (>= w371_0 0) (< w371_0 4)) (and (>= w371_1 0) (< w371_1 8)) (and (>= w371_byte 0) (< w371_byte 4)) (= byte (+ ?x1187 w371_byte)))))
(assert
 (let (($x209 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x693 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x263 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x693 $x209)))
(or (or false) (not $x263))))))
(check-sat)
