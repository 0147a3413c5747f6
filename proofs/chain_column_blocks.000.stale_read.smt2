; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r569_byte () Int)
(declare-fun r569_1 () Int)
(declare-fun r569_0 () Int)
(declare-fun byte () Int)
(declare-fun w570_byte () Int)
(declare-fun w570_1 () Int)
(declare-fun w570_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s571_byte () Int)
(declare-fun s571_1 () Int)
(declare-fun s571_0 () Int)
(assert
 (let ((?x1661 (+ 0 (* 4 (+ 0 (+ (* r569_0 32) (* r569_1 1)))))))
 (and (and (>= r569_0 0) (< r569_0 8)) (and (>= r569_1 0) (< r569_1 32)) (and (>= r569_byte 0) (< r569_byte 4)) (= byte (+ ?x1661 r569_byte)))))
(assert
 (let ((?x497 (+ 0 (* 4 (+ 0 (+ (* w570_0 32) (* w570_1 1)))))))
 (and (and (>= w570_0 0) (< w570_0 8)) (and (>= w570_1 0) (< w570_1 8)) (and (>= w570_byte 0) (< w570_byte 4)) (= byte (+ ?x497 w570_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1661 (+ 0 (* 4 (+ 0 (+ (* r569_0 32) (* r569_1 1)))))))
 (= observed (+ ?x1661 held_byte))))
(assert
 (let ((?x42299 (+ 0 (* 4 (+ 8 (+ (* s571_0 32) (* s571_1 1)))))))
 (and (and (>= s571_0 0) (< s571_0 8)) (and (>= s571_1 0) (< s571_1 8)) (and (>= s571_byte 0) (< s571_byte 4)) (= observed (+ ?x42299 s571_byte)))))
(assert
 (let (($x411 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x11906 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x1186 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x11906 $x411)))
(or (or false) (not $x1186))))))
(check-sat)
