; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r122_byte () Int)
(declare-fun r122_1 () Int)
(declare-fun s27 () Int)
(declare-fun r122_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w123_byte () Int)
(declare-fun w123_1 () Int)
(declare-fun w123_0 () Int)
(assert
 (let ((?x149 (+ 0 (* 4 (+ 0 (+ (* r122_0 s27) (* r122_1 1)))))))
 (and (and (>= r122_0 0) (< r122_0 s77)) (and (>= r122_1 0) (< r122_1 s27)) (and (>= r122_byte 0) (< r122_byte 4)) (= byte (+ ?x149 r122_byte)))))
(assert
 (let ((?x170 (+ 0 (* 4 (+ s27 (+ (* w123_0 s27) (* w123_1 1)))))))
 (and (and (>= w123_0 0) (< w123_0 (+ (- 1) s77))) (and (>= w123_1 0) (< w123_1 s27)) (and (>= w123_byte 0) (< w123_byte 4)) (= byte (+ ?x170 w123_byte)))))
(assert
 (let (($x202 (= (mod (mod (- (div (- byte 0) 4) 0) s27) 1) 0)))
 (let (($x881 (< (div (mod (- (div (- byte 0) 4) 0) s27) 1) s27)))
 (let (($x690 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) s27) s77) $x881 $x202)))
 (or (or (<= s77 0) (<= s27 0) false) (not $x690))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x195 (+ (- 1) s77)))
(and (distinct 1 ?x195) true)))
(check-sat)
