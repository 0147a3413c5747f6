; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r578_byte () Int)
(declare-fun r578_1 () Int)
(declare-fun r578_0 () Int)
(declare-fun byte () Int)
(declare-fun w579_byte () Int)
(declare-fun w579_1 () Int)
(declare-fun w579_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s580_byte () Int)
(declare-fun s580_1 () Int)
(declare-fun s580_0 () Int)
(assert
 (let ((?x967 (+ 0 (* 4 (+ 0 (+ (* r578_0 32) (* r578_1 1)))))))
 (and (and (>= r578_0 0) (< r578_0 8)) (and (>= r578_1 0) (< r578_1 32)) (and (>= r578_byte 0) (< r578_byte 4)) (= byte (+ ?x967 r578_byte)))))
(assert
 (let ((?x786 (+ 0 (* 4 (+ 8 (+ (* w579_0 32) (* w579_1 1)))))))
 (and (and (>= w579_0 0) (< w579_0 8)) (and (>= w579_1 0) (< w579_1 8)) (and (>= w579_byte 0) (< w579_byte 4)) (= byte (+ ?x786 w579_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x967 (+ 0 (* 4 (+ 0 (+ (* r578_0 32) (* r578_1 1)))))))
 (= observed (+ ?x967 held_byte))))
(assert
 (let ((?x453 (+ 0 (* 4 (+ 0 (+ (* s580_0 32) (* s580_1 1)))))))
 (and (and (>= s580_0 0) (< s580_0 8)) (and (>= s580_1 0) (< s580_1 32)) (and (>= s580_byte 0) (< s580_byte 4)) (= observed (+ ?x453 s580_byte)))))
(assert
 (let (($x1271 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x1179 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x189 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x1179 $x1271)))
 (let (($x1031 (or false)))
 (or $x1031 (not $x189)))))))
(assert
 (let (($x494 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x1196 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 8)))
(let (($x277 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 8) $x1196 $x494)))
(let (($x1031 (or false)))
(or $x1031 (not $x277)))))))
(check-sat)
