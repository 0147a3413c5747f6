; program returns_permute, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r244_byte () Int)
(declare-fun r244_1 () Int)
(declare-fun r244_0 () Int)
(declare-fun byte () Int)
(declare-fun w245_byte () Int)
(declare-fun w245_1 () Int)
(declare-fun w245_0 () Int)
(assert
 (let ((?x1113 (+ 0 (* 4 (+ 0 (+ (* r244_0 8) (* r244_1 1)))))))
 (and (and (>= r244_0 0) (< r244_0 4)) (and (>= r244_1 0) (< r244_1 8)) (and (>= r244_byte 0) (< r244_byte 4)) (= byte (+ ?x1113 r244_byte)))))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* w245_0 8) (* w245_1 1)))))))
 (and (and (>= w245_0 0) (< w245_0 4)) (and (>= w245_1 0) (< w245_1 8)) (and (>= w245_byte 0) (< w245_byte 4)) (= byte (+ ?x604 w245_byte)))))
(assert
 (let (($x753 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x337 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x929 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x337 $x753)))
(or (or false) (not $x929))))))
(check-sat)
