; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r135_byte () Int)
(declare-fun r135_1 () Int)
(declare-fun r135_0 () Int)
(declare-fun byte () Int)
(declare-fun w136_byte () Int)
(declare-fun w136_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s137_byte () Int)
(declare-fun s137_0 () Int)
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* r135_0 8) (* r135_1 1)))))))
 (and (and (>= r135_0 0) (< r135_0 4)) (and (>= r135_1 0) (< r135_1 8)) (and (>= r135_byte 0) (< r135_byte 4)) (= byte (+ ?x379 r135_byte)))))
(assert
 (let (($x159 (= byte (+ (+ 0 (* 4 (+ 0 (* w136_0 1)))) w136_byte))))
 (and (and (>= w136_0 0) (< w136_0 8)) (and (>= w136_byte 0) (< w136_byte 4)) $x159)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* r135_0 8) (* r135_1 1)))))))
 (= observed (+ ?x379 held_byte))))
(assert
 (let (($x50 (= observed (+ (+ 0 (* 4 (+ 0 (* s137_0 1)))) s137_byte))))
 (and (and (>= s137_0 0) (< s137_0 8)) (and (>= s137_byte 0) (< s137_byte 4)) $x50)))
(assert
 (let (($x197 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x197))))
(check-sat)
