; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r318_byte () Int)
(declare-fun r318_1 () Int)
(declare-fun r318_0 () Int)
(declare-fun byte () Int)
(declare-fun w319_byte () Int)
(declare-fun w319_1 () Int)
(declare-fun w319_0 () Int)
(assert
 (let ((?x103 (+ 0 (* 4 (+ 0 (+ (* r318_0 32) (* r318_1 1)))))))
 (and (and (>= r318_0 0) (< r318_0 8)) (and (>= r318_1 0) (< r318_1 32)) (and (>= r318_byte 0) (< r318_byte 4)) (= byte (+ ?x103 r318_byte)))))
(assert
 (let ((?x170 (+ 0 (* 4 (+ 0 (+ (* w319_0 32) (* w319_1 1)))))))
 (and (and (>= w319_0 0) (< w319_0 8)) (and (>= w319_1 0) (< w319_1 8)) (and (>= w319_byte 0) (< w319_byte 4)) (= byte (+ ?x170 w319_byte)))))
(assert
 (let (($x241 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x169 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x277 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x169 $x241)))
(or (or false) (not $x277))))))
(check-sat)
