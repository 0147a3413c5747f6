; program returns_select, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r246_byte () Int)
(declare-fun r246_1 () Int)
(declare-fun r246_0 () Int)
(declare-fun byte () Int)
(declare-fun w247_byte () Int)
(declare-fun w247_1 () Int)
(declare-fun w247_0 () Int)
(assert
 (let ((?x57 (+ 0 (* 4 (+ 0 (+ (* r246_0 8) (* r246_1 1)))))))
 (and (and (>= r246_0 0) (< r246_0 4)) (and (>= r246_1 0) (< r246_1 8)) (and (>= r246_byte 0) (< r246_byte 4)) (= byte (+ ?x57 r246_byte)))))
(assert
 (let ((?x1403 (+ 0 (* 4 (+ 0 (+ (* w247_0 8) (* w247_1 1)))))))
 (and (and (>= w247_0 0) (< w247_0 4)) (and (>= w247_1 0) (< w247_1 8)) (and (>= w247_byte 0) (< w247_byte 4)) (= byte (+ ?x1403 w247_byte)))))
(assert
 (let (($x753 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x337 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x929 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x337 $x753)))
(or (or false) (not $x929))))))
(check-sat)
